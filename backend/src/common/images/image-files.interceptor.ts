import { BadRequestException, CallHandler, ExecutionContext, mixin, NestInterceptor, Type } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { AppException } from '../errors/app.exception';
import type { ErrorCode } from '../errors/error-codes';
import { MAXIMUM_UPLOAD_BYTES } from './image.service';

/**
 * Up to `maximum` pictures in one multipart field. The count is multer's own limit, so the picture after the
 * last allowed one stops the upload before any of it is read, and answers `tooMany` (the screen's message).
 */
export function ImageFilesInterceptor(field: string, maximum: number, tooMany: ErrorCode): Type<NestInterceptor> {
  const Files = FilesInterceptor(field, maximum, { limits: { fileSize: MAXIMUM_UPLOAD_BYTES, files: maximum } });
  class CountedFiles extends Files {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        if (error instanceof BadRequestException && error.message.startsWith('Too many files'))
          throw new AppException(tooMany);
        throw error;
      }
    }
  }
  return mixin(CountedFiles);
}
