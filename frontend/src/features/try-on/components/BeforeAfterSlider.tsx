import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

interface BeforeAfterSliderProps {
  beforeUrl: string;
  afterUrl: string;
  /** Percentage of the width that shows the before image. */
  initialPosition?: number;
}

const smallStep = 5;
const largeStep = 20;

function clamp(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** The original photo on the left of the handle, the try-on on the right. */
export function BeforeAfterSlider({ beforeUrl, afterUrl, initialPosition = 50 }: BeforeAfterSliderProps) {
  const [position, setPosition] = useState(initialPosition);
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const bounds = frame.current?.getBoundingClientRect();
    if (!bounds || bounds.width === 0) return;
    setPosition(clamp(((clientX - bounds.left) / bounds.width) * 100));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const stopDragging = () => {
    dragging.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next: Record<string, number> = {
      ArrowLeft: position - smallStep,
      ArrowDown: position - smallStep,
      ArrowRight: position + smallStep,
      ArrowUp: position + smallStep,
      PageDown: position - largeStep,
      PageUp: position + largeStep,
      Home: 0,
      End: 100,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    setPosition(clamp(next[event.key]));
  };

  const rounded = Math.round(position);
  return (
    <Box
      ref={frame}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stopDragging}
      onPointerCancel={stopDragging}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '3 / 4',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        touchAction: 'pan-y',
        userSelect: 'none',
        cursor: 'ew-resize',
      }}
    >
      <Box component="img" src={afterUrl} alt="Try-on result" draggable={false} sx={imageSx} />
      <Box
        component="img"
        src={beforeUrl}
        alt="Original photo"
        draggable={false}
        sx={{ ...imageSx, clipPath: `inset(0 ${100 - position}% 0 0)` }}
      />
      <Label side="left">Before</Label>
      <Label side="right">After</Label>
      <Box
        role="slider"
        tabIndex={0}
        aria-label="Before and after comparison"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}% original photo`}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: `${position}%`,
          width: 44,
          ml: '-22px',
          display: 'grid',
          placeItems: 'center',
          outline: 'none',
          '&::before': { content: '""', position: 'absolute', top: 0, bottom: 0, width: 2, bgcolor: 'common.white' },
          '&:focus-visible > span': { outline: '3px solid', outlineColor: 'primary.light' },
        }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'relative',
            width: 36,
            height: 36,
            borderRadius: '50%',
            bgcolor: 'common.white',
            color: 'grey.900',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            boxShadow: 3,
          }}
        >
          ⟷
        </Box>
      </Box>
    </Box>
  );
}

const imageSx = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const;

function Label({ side, children }: { side: 'left' | 'right'; children: string }) {
  return (
    <Typography
      variant="caption"
      aria-hidden
      sx={{ position: 'absolute', top: 8, [side]: 8, px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.55)' }}
    >
      {children}
    </Typography>
  );
}
