import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { NameField, Optional, ReadOnlyFields } from '../../../common/validation/fields.js';
import { LANDING_PAGE_STATUSES, type LandingPageStatus } from '../landing-page.entity.js';

export const LANDING_PAGE_NAME_MAX = 200;
/** Characters of the content as sent (before sanitising): room for a few inline images. */
export const LANDING_PAGE_DETAIL_MAX = 500_000;

/** The specification's landing page: landingpage_name, landingpage_detail and a status. */
export class CreateLandingPageDto {
  @NameField(LANDING_PAGE_NAME_MAX)
  landingpage_name: string;

  @Optional()
  @IsString()
  @MaxLength(LANDING_PAGE_DETAIL_MAX, { message: 'validation.maxLength' })
  @ApiProperty({
    required: false,
    default: '',
    description: 'rich content (HTML) with images, sanitised: scripts, event handlers and unknown tags are removed',
  })
  landingpage_detail?: string;

  @Optional()
  @IsIn(LANDING_PAGE_STATUSES, { message: 'validation.oneOf' })
  @ApiProperty({ enum: LANDING_PAGE_STATUSES, required: false, default: 'draft', description: 'only an active page is public' })
  status?: LandingPageStatus;
}

@ReadOnlyFields('id', 'accountId', 'publicUrl', 'createdAt', 'updatedAt')
export class UpdateLandingPageDto extends PartialType(CreateLandingPageDto, { skipNullProperties: false }) {}
