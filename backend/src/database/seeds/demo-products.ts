import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ImageService } from '../../common/images/image.service';
import type { StorageService } from '../../common/storage/storage.service';
import { productFiles } from '../../modules/products/product-files';
import { normaliseTags } from '../../modules/social/tags';
import type { Member } from './demo-community';
import { commentTexts, replyTexts, tagWords } from './demo-people';
import { inBatches, Look, LookDesign, renderLook, storeTryOn, TRY_ON_COLUMNS, tryOnRow } from './demo-looks';
import { GARMENT_COLOURS, GarmentKind, PatternKind } from './illustrations';
import { insertRows, RandomSource } from './seed-rows';

/** A TrendStar's posted try-on that becomes a product: its look is the product's picture. */
export interface ProductSource {
  author: Member;
  tryOnId: string;
  createdAt: Date;
  look: Look;
  design: LookDesign;
}

/** Every row of the demo shop, ready for `insertDemoProducts`. */
export interface DemoShop {
  products: Array<Record<string, unknown>>;
  tryOns: Array<Record<string, unknown>>;
  productTryOns: Array<Record<string, unknown>>;
  tryOnLikes: Array<Record<string, unknown>>;
  likes: Array<Record<string, unknown>>;
  comments: Array<Record<string, unknown>>;
  commentLikes: Array<Record<string, unknown>>;
}

const PRODUCTS_PER_TRENDSTAR = 2;
const DAY = 86_400_000;
const COLOUR_NAMES = ['Crimson', 'Teal', 'Mustard', 'Emerald', 'Plum', 'Tangerine', 'Slate', 'Rose', 'Ivory', 'Cocoa'];
const KINDS: Record<GarmentKind, { name: string; sizes: string[]; about: string }> = {
  tshirt: {
    name: 'cotton tee',
    sizes: ['S', 'M', 'L', 'XL'],
    about: 'Soft combed cotton, a relaxed fit that keeps its shape',
  },
  kurta: {
    name: 'kurta',
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    about: 'Breathable handloom cotton, straight cut, side slits',
  },
  dress: {
    name: 'midi dress',
    sizes: ['XS', 'S', 'M', 'L'],
    about: 'Flowing mulmul with a fitted waist, lined to the knee',
  },
  trousers: {
    name: 'trousers',
    sizes: ['28', '30', '32', '34', '36'],
    about: 'Mid-rise, straight leg, a comfortable elastic back',
  },
};
const PATTERN_WORDS: Record<PatternKind, string> = {
  solid: '',
  stripes: 'striped ',
  dots: 'polka-dot ',
  checks: 'checked ',
  chevrons: 'chevron ',
};
const PRICES = [699, 899, 1199, 1499, 1899, 2499];

/** The colour's name in the product's title and colour list. */
function colourName(hex: string): string {
  const index = GARMENT_COLOURS.findIndex(([colour]) => colour === hex);
  return COLOUR_NAMES[index >= 0 ? index % COLOUR_NAMES.length : 0];
}

/**
 * A few of each TrendStar's posted try-ons become products (active, priced, with sizes and colours), their pictures
 * copied to the product's public keys as ProductsService.create does; then community members try them on (drawn
 * on their own figures), like them, comment and reply. Files are written here; rows by `insertDemoProducts`.
 */
export async function planDemoProducts(
  services: { storage: StorageService; images: ImageService },
  random: RandomSource,
  members: Member[],
  sources: ProductSource[],
  now: number,
): Promise<DemoShop> {
  const { storage, images } = services;
  const shop: DemoShop = {
    products: [],
    tryOns: [],
    productTryOns: [],
    tryOnLikes: [],
    likes: [],
    comments: [],
    commentLikes: [],
  };
  const chosen = [...new Set(sources.map((source) => source.author.id))].flatMap((authorId) =>
    random.some(
      sources.filter((source) => source.author.id === authorId),
      PRODUCTS_PER_TRENDSTAR,
    ),
  );
  const after = (start: number, withinMilliseconds: number) =>
    new Date(Math.min(now - 1000, start + random.between(60_000, withinMilliseconds)));

  for (const source of chosen) {
    const id = randomUUID();
    // Listed a while after the try-on was posted (a day or more, or part of the time since a recent post), so
    // product posts spread through the feed instead of bunching at its top.
    const sincePosted = now - source.createdAt.getTime();
    const createdAt = new Date(
      source.createdAt.getTime() +
        Math.min(random.between(1, 3) * DAY, Math.floor((sincePosted * random.between(30, 90)) / 100)),
    );
    const keys = productFiles.ofProduct(source.author.username, id);
    await Promise.all([
      storage.put(keys.tryOn, source.look.result),
      storage.put(keys.tryOnThumbnail, source.look.thumbnail),
      storage.put(keys.tryOnLarge, source.look.large),
      storage.put(keys.garment, source.look.garment),
    ]);
    const { garment } = source.design;
    const kind = KINDS[garment.kind];
    const colour = colourName(garment.colour);
    const title = `${colour} ${PATTERN_WORDS[garment.pattern]}${kind.name}`;
    const price = random.pick(PRICES);
    shop.products.push({
      id,
      user_id: source.author.id,
      title: title.charAt(0).toUpperCase() + title.slice(1),
      description: `${kind.about}. Made in small batches by @${source.author.username}.`,
      tags: normaliseTags(random.some(tagWords, random.between(1, 3))),
      sizes: random
        .some(kind.sizes, random.between(2, kind.sizes.length))
        .sort((first, second) => kind.sizes.indexOf(first) - kind.sizes.indexOf(second)),
      colors: [
        colour,
        ...random.some(
          COLOUR_NAMES.filter((name) => name !== colour),
          random.between(0, 2),
        ),
      ],
      actual_price: price,
      // Shop prices: a discount of about a fifth, ending in 99.
      discount_price: random.next() < 0.6 ? Math.floor((price * 0.8) / 100) * 100 - 1 : null,
      stock: random.between(3, 25),
      is_active: true,
      try_on_id: source.tryOnId,
      try_on_image: storage.publicUrlOf(keys.tryOn),
      garment_image: storage.publicUrlOf(keys.garment),
      try_on_thumbnail: storage.publicUrlOf(keys.tryOnThumbnail),
      try_on_large: storage.publicUrlOf(keys.tryOnLarge),
      created_at: createdAt,
      updated_at: createdAt,
    });

    const others = members.filter((member) => member.id !== source.author.id);
    for (const liker of random.some(others, random.between(3, 14)))
      shop.likes.push({ product_id: id, user_id: liker.id, created_at: after(createdAt.getTime(), 2 * DAY) });
    for (const commenter of random.some(others, random.between(1, 4))) {
      const comment = { id: randomUUID(), created_at: after(createdAt.getTime(), DAY) };
      shop.comments.push({
        ...comment,
        product_id: id,
        user_id: commenter.id,
        text: random.pick(commentTexts),
        parent_id: null,
      });
      for (const liker of random.some(others, random.between(0, 3)))
        shop.commentLikes.push({
          comment_id: comment.id,
          user_id: liker.id,
          created_at: after(comment.created_at.getTime(), DAY),
        });
      if (random.next() < 0.5)
        shop.comments.push({
          id: randomUUID(),
          product_id: id,
          user_id: source.author.id,
          text: random.pick(replyTexts),
          parent_id: comment.id,
          created_at: after(comment.created_at.getTime(), DAY),
        });
    }

    // Community try-ons: members wearing this garment on their own figures.
    const makers = random.some(
      others.filter((member) => !member.trendstar),
      random.between(0, 4),
    );
    const made = await inBatches(makers, async (maker, index) => {
      const look = await renderLook(
        {
          garment,
          skin: source.design.skin + 1 + index,
          longHair: random.next() < 0.5,
          backdrop: source.design.backdrop + 2 + index,
        },
        images,
      );
      const started = after(createdAt.getTime(), 3 * DAY);
      const tryOnId = randomUUID();
      const files = await storeTryOn(storage, look, maker.username, String(started.getTime()), tryOnId);
      return { maker, look, started, tryOnId, files };
    });
    for (const { maker, look, started, tryOnId, files } of made) {
      shop.tryOns.push(tryOnRow(files, { id: tryOnId, userId: maker.id, category: look.category, started }));
      const linkedAt = new Date(Math.min(now - 1000, started.getTime() + 60_000));
      const productTryOnId = randomUUID();
      shop.productTryOns.push({
        id: productTryOnId,
        product_id: id,
        user_id: maker.id,
        try_on_id: tryOnId,
        try_on_path: files.tryOnUrl,
        thumbnail_path: files.thumbnailUrl,
        visibility: 'public',
        created_at: linkedAt,
      });
      for (const liker of random.some(others, random.between(0, 5)))
        shop.tryOnLikes.push({
          try_on_id: productTryOnId,
          user_id: liker.id,
          created_at: after(linkedAt.getTime(), DAY),
        });
    }
  }
  return shop;
}

/** Writes the shop's rows (inside the community's transaction, before its counters are set). */
export async function insertDemoProducts(manager: EntityManager, shop: DemoShop): Promise<void> {
  await insertRows(
    manager,
    'product',
    {
      id: 'uuid',
      user_id: 'uuid',
      title: 'text',
      description: 'text',
      tags: 'text[]',
      sizes: 'text[]',
      colors: 'text[]',
      actual_price: 'numeric',
      discount_price: 'numeric',
      stock: 'int',
      is_active: 'boolean',
      try_on_id: 'uuid',
      try_on_image: 'text',
      garment_image: 'text',
      try_on_thumbnail: 'text',
      try_on_large: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    shop.products,
  );
  await insertRows(manager, 'virtual_try_on', TRY_ON_COLUMNS, shop.tryOns);
  await insertRows(
    manager,
    'product_try_on',
    {
      id: 'uuid',
      product_id: 'uuid',
      user_id: 'uuid',
      try_on_id: 'uuid',
      try_on_path: 'text',
      thumbnail_path: 'text',
      visibility: 'text',
      created_at: 'timestamptz',
    },
    shop.productTryOns,
  );
  await insertRows(
    manager,
    'product_try_on_like',
    { try_on_id: 'uuid', user_id: 'uuid', created_at: 'timestamptz' },
    shop.tryOnLikes,
  );
  await insertRows(
    manager,
    'product_like',
    { product_id: 'uuid', user_id: 'uuid', created_at: 'timestamptz' },
    shop.likes,
  );
  await insertRows(
    manager,
    'product_comment',
    { id: 'uuid', product_id: 'uuid', user_id: 'uuid', text: 'text', parent_id: 'uuid', created_at: 'timestamptz' },
    shop.comments,
  );
  await insertRows(
    manager,
    'product_comment_like',
    { comment_id: 'uuid', user_id: 'uuid', created_at: 'timestamptz' },
    shop.commentLikes,
  );
}
