import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { IdParam, IdQuery } from '../../backend/src/common/http/id-param.js';

@Controller('things')
class ThingsController {
  @Get('by-query')
  byQuery(@IdQuery() id: string) {
    return { id };
  }

  @Get('by-owner')
  byOwner(@IdQuery('ownerId') id: string) {
    return { id };
  }

  @Get(':id')
  one(@IdParam() id: string) {
    return { id };
  }

  @Get(':thingId/parts')
  parts(@IdParam('thingId') id: string) {
    return { id };
  }
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

/** An id that is not a uuid names no row: 404 before any service runs, by path or by query. */
describe('IdParam and IdQuery', () => {
  const ID = '0b9f4b4e-6f0e-4a47-9d3c-1f2a3b4c5d6e';
  let app: INestApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    app = await NestFactory.create(ThingsModule, { logger: false });
    await app.init();
    http = request(app.getHttpServer());
  });
  afterAll(() => app.close());

  it.each([`/things/${ID}`, `/things/${ID}/parts`, `/things/by-query?id=${ID}`, `/things/by-owner?ownerId=${ID}`])(
    'passes the uuid of %s to the handler',
    async (path) => {
      expect((await http.get(path).expect(200)).body).toEqual({ id: ID });
    },
  );

  it.each([
    '/things/42',
    `/things/${ID}x`,
    `/things/${ID.slice(0, -1)}/parts`,
    '/things/by-query?id=42',
    '/things/by-query',
    `/things/by-owner?id=${ID}`,
  ])('answers %s with 404 and the not-found key', async (path) => {
    const res = await http.get(path).expect(404);
    expect(res.body.message).toBe('errors.notFound');
  });
});
