import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { ErrorResponse } from '../../common/http/error.response.js';
import { PublicThrottle } from '../../common/http/public-throttle.guard.js';
import { PublicLandingPageResponse } from './dto/landing-page.response.js';
import { LandingPagesService } from './landing-pages.service.js';

/** What the public page `/p/<id>` fetches: no sign-in, throttled per client address. */
@ApiTags('public')
@Controller('api/public/landing-pages')
@Public()
@PublicThrottle()
export class PublicLandingPagesController {
  constructor(private readonly pages: LandingPagesService) {}

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: PublicLandingPageResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'no active page has this id' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  get(@Param('id') id: string): Promise<PublicLandingPageResponse> {
    return this.pages.publicPage(id);
  }
}
