import { HttpStatus } from '@nestjs/common';
import { LISTING_MESSAGES as M } from '@dockside/shared/listings';
import { DomainException } from '../../common/exceptions/domain.exception';

export class UnsupportedImageException extends DomainException {
  constructor() {
    super('IMAGE_TYPE', M.uploadType, HttpStatus.BAD_REQUEST);
  }
}
export class ImageTooLargeException extends DomainException {
  constructor() {
    super('IMAGE_TOO_LARGE', M.uploadTooLarge, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}
export class ImageTooManyPixelsException extends DomainException {
  constructor() {
    super('IMAGE_TOO_MANY_PIXELS', M.uploadTooManyPixels, HttpStatus.BAD_REQUEST);
  }
}
export class ImageUnreadableException extends DomainException {
  constructor() {
    super('IMAGE_UNREADABLE', M.uploadUnreadable, HttpStatus.BAD_REQUEST);
  }
}
export class ImageHiddenContentException extends DomainException {
  constructor() {
    super('IMAGE_HIDDEN_CONTENT', M.uploadHiddenContent, HttpStatus.BAD_REQUEST);
  }
}
export class ImageMissingException extends DomainException {
  constructor() {
    super('IMAGE_MISSING', M.uploadMissing, HttpStatus.BAD_REQUEST);
  }
}
export class ImageNotUploadedException extends DomainException {
  constructor() {
    super('IMAGE_NOT_UPLOADED', M.imageNotUploaded, HttpStatus.BAD_REQUEST);
  }
}
export class HeicNotSupportedException extends DomainException {
  constructor() {
    super('IMAGE_HEIC_UNSUPPORTED', M.uploadHeicUnsupported, HttpStatus.BAD_REQUEST);
  }
}
