import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { LANDING_PAGE_STATUSES, type LandingPage, type LandingPageStatus } from '../landing-page.entity.js';

/** A page's name and sanitised content. */
class LandingPageContent {
  @IdProperty() id: string;
  @TextProperty({ example: 'New Year offers' }) landingpage_name: string;
  @TextProperty({ description: 'sanitised HTML' }) landingpage_detail: string;
}

/** What the public page shows: an active page's name and sanitised content, and whose page it is. */
export class PublicLandingPageResponse extends LandingPageContent {
  @TextProperty({ example: 'Jaidee Coffee', description: "the business's name" }) accountName: string;
}

export class LandingPageResponse extends LandingPageContent {
  @IdProperty() accountId: string;
  @ApiProperty({ enum: LANDING_PAGE_STATUSES, enumName: 'LandingPageStatus' }) status: LandingPageStatus;
  @TextProperty({ example: 'https://engage.example.com/p/0b7c…', description: 'the public page (shown when active)' })
  publicUrl: string;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

export function landingPageView(page: LandingPage, publicUrl: string): LandingPageResponse {
  return { ...page, publicUrl: `${publicUrl}/p/${page.id}` };
}
