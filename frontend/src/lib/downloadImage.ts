/** Saves an image under a chosen name (the `download` attribute alone ignores names across origins). */
export async function downloadImage(url: string, fileName: string): Promise<void> {
  const answer = await fetch(url, { credentials: 'include' });
  if (!answer.ok) throw new Error(`Download failed with status ${answer.status}`);
  const objectUrl = URL.createObjectURL(await answer.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  }
}

/** Part 2 §9: try-on-{timestamp}_{id}.png, or try-on-{id}.png without a timestamp. */
export function tryOnFileName(id: string, timestamp?: string | null): string {
  return timestamp ? `try-on-${timestamp}_${id}.png` : `try-on-${id}.png`;
}
