import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/authenticated.decorator';
import { uuidParameter } from '../../common/http/uuid-parameter';
import { MAXIMUM_UPLOAD_BYTES } from '../../common/images/image.service';
import { RateLimit } from '../../common/rate-limit/rate-limit';
import { MessageDto } from '../users/dto/user.dto';
import {
  DeleteTryOnDto,
  SaveTryOnDto,
  StartTryOnDto,
  TryOnStatusQueryDto,
  UploadClothDto,
  UploadHumanDto,
} from './dto/try-on-requests.dto';
import {
  PersonPhotoDto,
  PersonPhotosDto,
  SaveTryOnResultDto,
  TryOnDetailDto,
  TryOnStartedDto,
  TryOnStatusDto,
  UploadedGarmentDto,
  UploadedPersonPhotoDto,
} from './dto/try-on-responses.dto';
import { TryOnUploadsService } from './try-on-uploads.service';
import { TryOnPresenter } from './try-on.presenter';
import { TryOnService } from './try-on.service';

const upload = (field: string) => FileInterceptor(field, { limits: { fileSize: MAXIMUM_UPLOAD_BYTES, files: 1 } });
const photoId = uuidParameter('not_found');

@ApiTags('try-on')
@Controller('virtual-try-on')
export class TryOnController {
  constructor(
    private readonly tryOns: TryOnService,
    private readonly uploads: TryOnUploadsService,
    private readonly presenter: TryOnPresenter,
  ) {}

  @Post('upload-human')
  @HttpCode(200)
  @Authenticated()
  @RateLimit('upload')
  @UseInterceptors(upload('humanImage'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadHumanDto })
  @ApiOperation({
    operationId: 'uploadHuman',
    summary: 'Upload your photo (JPG/PNG ≤ 25 MB); kept, private, for reuse',
  })
  @ApiOkResponse({ type: UploadedPersonPhotoDto })
  async uploadHuman(
    @CurrentUser() user: Express.User,
    @Body() _body: UploadHumanDto,
    @UploadedFile() file?: { buffer: Buffer },
  ): Promise<UploadedPersonPhotoDto> {
    const photo = this.presenter.personPhoto(await this.uploads.uploadPerson(user, file?.buffer));
    return { path: photo.path, id: photo.id, thumbnailPath: photo.thumbnailPath };
  }

  @Post('upload-cloth')
  @HttpCode(200)
  @Authenticated()
  @RateLimit('upload')
  @UseInterceptors(upload('clothImage'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadClothDto })
  @ApiOperation({ operationId: 'uploadCloth', summary: 'Upload the garment of this create session (JPG/PNG ≤ 25 MB)' })
  @ApiOkResponse({ type: UploadedGarmentDto })
  async uploadCloth(
    @CurrentUser() user: Express.User,
    @Body() body: UploadClothDto,
    @UploadedFile() file?: { buffer: Buffer },
  ): Promise<UploadedGarmentDto> {
    return { path: await this.uploads.uploadGarment(user, body.timestamp, file?.buffer) };
  }

  @Get('person-photos')
  @Authenticated()
  @ApiOperation({ operationId: 'listPersonPhotos', summary: 'Your earlier photos, newest first, for one-tap reuse' })
  @ApiOkResponse({ type: PersonPhotosDto })
  async listPersonPhotos(@CurrentUser() user: Express.User): Promise<PersonPhotosDto> {
    return {
      photos: (await this.uploads.listPersonPhotos(user.id)).map((photo): PersonPhotoDto =>
        this.presenter.personPhoto(photo),
      ),
    };
  }

  @Delete('person-photos/:id')
  @Authenticated()
  @ApiOperation({
    operationId: 'deletePersonPhoto',
    summary: 'Delete one of your photos (try-ons made with it keep their copy)',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ description: 'not yours or absent (code not_found)' })
  async deletePersonPhoto(@CurrentUser() user: Express.User, @Param('id', photoId) id: string): Promise<MessageDto> {
    await this.uploads.deletePersonPhoto(user, id);
    return { message: 'Photo deleted successfully' };
  }

  @Post()
  @Authenticated()
  @RateLimit('tryOn')
  @ApiOperation({ operationId: 'startTryOn', summary: 'Start a generation: takes 1 credit now, refunded if it fails' })
  @ApiCreatedResponse({ type: TryOnStartedDto })
  @ApiPaymentRequiredResponse({ description: 'balance below 1 (code insufficient_credits); nothing queued' })
  async startTryOn(@CurrentUser() user: Express.User, @Body() body: StartTryOnDto): Promise<TryOnStartedDto> {
    const tryOn = await this.tryOns.start(user, {
      personPath: body.human_image,
      garmentPath: body.garment_path || body.cloth_image,
      timestamp: body.timestamp,
      category: body.category,
    });
    return { id: tryOn.id };
  }

  @Get()
  @Authenticated()
  @ApiOperation({
    operationId: 'getTryOnStatus',
    summary: 'Status of your try-on (queue position while queued, stage while processing)',
  })
  @ApiOkResponse({ type: TryOnStatusDto })
  @ApiNotFoundResponse({ description: 'not yours or absent (code try_on_not_found)' })
  async getTryOnStatus(
    @CurrentUser() user: Express.User,
    @Query() query: TryOnStatusQueryDto,
  ): Promise<TryOnStatusDto> {
    const status = await this.tryOns.status(user, query.id);
    return { ...status, message: status.error };
  }

  @Post('save')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    operationId: 'saveTryOn',
    summary: 'Spec client step after completion: the server already saved it, answers alreadyProcessed',
  })
  @ApiOkResponse({ type: SaveTryOnResultDto })
  async saveTryOn(@CurrentUser() user: Express.User, @Body() body: SaveTryOnDto): Promise<SaveTryOnResultDto> {
    const { tryOnUrl } = await this.tryOns.settle(user, body.tryOnId);
    return { path: tryOnUrl, alreadyProcessed: true, tryOnUrl };
  }

  @Get(':timestamp/:id')
  @ApiOperation({
    operationId: 'getTryOn',
    summary: 'A finished try-on: for its owner, or anyone who may see a post of it',
  })
  @ApiOkResponse({ type: TryOnDetailDto })
  @ApiNotFoundResponse({ description: 'code try_on_not_found' })
  async getTryOn(
    @CurrentUser() viewer: Express.User | undefined,
    @Param('timestamp') timestamp: string,
    @Param('id') id: string,
  ): Promise<TryOnDetailDto> {
    return this.presenter.detail(await this.tryOns.detail(viewer, timestamp, id));
  }

  @Delete(':timestamp/:id')
  @Authenticated()
  @ApiOperation({ operationId: 'deleteTryOn', summary: 'Delete your try-on: its files, its row and its posts' })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ description: 'not yours or absent (code try_on_not_found)' })
  async deleteTryOn(
    @CurrentUser() user: Express.User,
    @Param('timestamp') timestamp: string,
    @Param('id') id: string,
    @Body() _body: DeleteTryOnDto,
  ): Promise<MessageDto> {
    await this.tryOns.delete(user, timestamp, id);
    return { message: 'Try-on deleted successfully' };
  }
}
