/** Part 1 §9: the share image of a post, drawn in the browser. */
export interface ShareImageInput {
  garmentImage: string;
  tryOnImage: string;
  /** The product title, or the try-on caption. */
  title: string;
  /** Product posts: the price to pay first, then the struck-through original. */
  price?: { current: string; original?: string | null };
  username: string;
}

const maximumHeight = 800;
const footerHeight = 112;
const imageHeight = maximumHeight - footerHeight;
const padding = 24;

async function loadImage(url: string): Promise<HTMLImageElement> {
  const answer = await fetch(url, { credentials: 'include' });
  if (!answer.ok) throw new Error(`Image failed with status ${answer.status}`);
  const objectUrl = URL.createObjectURL(await answer.blob());
  try {
    const image = new Image();
    image.src = objectUrl;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

function fitText(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let shortened = text;
  while (shortened.length > 1 && context.measureText(`${shortened}…`).width > width) shortened = shortened.slice(0, -1);
  return `${shortened}…`;
}

/** Both images side by side at one height, a title and price line, "by @username" and the watermark; a PNG. */
export async function buildShareImage(input: ShareImageInput): Promise<Blob> {
  const [garment, tryOn] = await Promise.all([loadImage(input.garmentImage), loadImage(input.tryOnImage)]);
  const height = Math.min(imageHeight, garment.naturalHeight, tryOn.naturalHeight);
  const widthOf = (image: HTMLImageElement) => Math.round((image.naturalWidth * height) / image.naturalHeight);
  const garmentWidth = widthOf(garment);
  const width = garmentWidth + widthOf(tryOn);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(width, 480);
  canvas.height = height + footerHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');

  context.fillStyle = '#121219';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const left = Math.round((canvas.width - width) / 2);
  context.drawImage(garment, left, 0, garmentWidth, height);
  context.drawImage(tryOn, left + garmentWidth, 0, widthOf(tryOn), height);

  context.textBaseline = 'middle';
  context.fillStyle = 'rgba(255, 255, 255, 0.75)';
  context.font = 'bold 28px Inter, Arial, sans-serif';
  context.textAlign = 'right';
  context.fillText('TVT', canvas.width - padding, 36);

  context.textAlign = 'left';
  context.fillStyle = '#f6f6f9';
  context.font = 'bold 28px Inter, Arial, sans-serif';
  context.fillText(fitText(context, input.title, canvas.width - 2 * padding), padding, height + 38);

  let x = padding;
  const lineY = height + 80;
  if (input.price) {
    context.font = 'bold 26px Inter, Arial, sans-serif';
    context.fillStyle = '#ff5fae';
    context.fillText(input.price.current, x, lineY);
    x += context.measureText(input.price.current).width + 16;
    if (input.price.original) {
      context.font = '22px Inter, Arial, sans-serif';
      context.fillStyle = '#a3a3b3';
      const originalWidth = context.measureText(input.price.original).width;
      context.fillText(input.price.original, x, lineY);
      context.fillRect(x, lineY, originalWidth, 2);
    }
  }
  context.font = '22px Inter, Arial, sans-serif';
  context.fillStyle = '#cdb8ff';
  context.textAlign = 'right';
  context.fillText(`by @${input.username}`, canvas.width - padding, lineY);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made'))), 'image/png'),
  );
}
