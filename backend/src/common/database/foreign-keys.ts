import { AppException } from '../errors/app.exception';
import type { ErrorCode } from '../errors/error-codes';

const FOREIGN_KEY_VIOLATION = '23503';

/** Runs an insert that refers to a row; that row deleted since it was looked up answers its 404 (`notFound`). */
export async function referringTo<T>(notFound: ErrorCode, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw new AppException(notFound);
    throw error;
  }
}
