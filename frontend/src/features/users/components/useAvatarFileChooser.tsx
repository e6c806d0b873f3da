import { useRef, type ChangeEvent } from 'react';

export const avatarFileTypes = 'image/jpeg,image/png,image/webp';

/** A hidden file input for jpeg, png and webp photos, opened from any button. */
export function useAvatarFileChooser(onFileChosen: (file: File) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (file) onFileChosen(file);
  };
  const input = (
    <input
      ref={inputRef}
      type="file"
      accept={avatarFileTypes}
      hidden
      onChange={onChange}
      data-testid="avatar-file-input"
    />
  );
  return { openChooser: () => inputRef.current?.click(), input };
}
