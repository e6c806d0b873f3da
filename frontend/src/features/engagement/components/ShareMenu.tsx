import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import LinkIcon from '@mui/icons-material/Link';

interface ShareMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  onShareLink: () => void;
  /** Absent when there is no image to share. */
  onShareImage?: () => void;
}

/** The share choices (lazy: loaded on the first tap of Share). */
export default function ShareMenu({ anchor, onClose, onShareLink, onShareImage }: ShareMenuProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem onClick={onShareLink}>
        <ListItemIcon>
          <LinkIcon fontSize="small" />
        </ListItemIcon>
        Share link
      </MenuItem>
      {onShareImage && (
        <MenuItem onClick={onShareImage}>
          <ListItemIcon>
            <ImageOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Share image
        </MenuItem>
      )}
    </Menu>
  );
}
