// Drives one admin resource through all nine methods of the real ra-data-simple-rest client
// (the admin's own dialect), against a running API. Run by test/e2e/ra-conformance.e2e.test.ts:
//   node ra-client.mjs <apiUrl> <bearer token> <resource> <json: { create, update, target, targetId }>
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'ra-core';

const [apiUrl, token, resource, planJson] = process.argv.slice(2);
const plan = JSON.parse(planJson);
const httpClient = (url, options = {}) =>
  fetchUtils.fetchJson(url, { ...options, headers: new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` }) });
const dp = simpleRestProvider(apiUrl, httpClient);
const results = {};

async function step(name, fn) {
  try {
    results[name] = { ok: true, value: await fn() };
  } catch (error) {
    results[name] = { ok: false, status: error.status, message: error.message, body: error.body };
  }
}

const page = { page: 1, perPage: 10 };
let createdIds = [];
await step('create', async () => {
  for (const data of plan.create) createdIds.push((await dp.create(resource, { data })).data.id);
  return createdIds;
});
// react-admin's default sort is by id.
await step('getList', async () => {
  const { data, total } = await dp.getList(resource, { pagination: page, sort: { field: 'id', order: 'ASC' }, filter: {} });
  return { ids: data.map((r) => r.id), total };
});
await step('getOne', async () => (await dp.getOne(resource, { id: createdIds[0] })).data);
await step('getMany', async () => (await dp.getMany(resource, { ids: createdIds })).data.map((r) => r.id));
await step('getManyReference', async () => {
  const { data, total } = await dp.getManyReference(resource, {
    target: plan.target,
    id: plan.targetId,
    pagination: page,
    sort: { field: 'id', order: 'DESC' },
    filter: {},
  });
  return { ids: data.map((r) => r.id), total, targets: [...new Set(data.map((r) => r[plan.target]))] };
});
// The whole record goes back, read-only fields included, as an Edit form sends it.
await step('update', async () => {
  const { data: previousData } = await dp.getOne(resource, { id: createdIds[0] });
  return (await dp.update(resource, { id: createdIds[0], data: { ...previousData, ...plan.update }, previousData })).data;
});
await step('updateMany', async () => (await dp.updateMany(resource, { ids: createdIds, data: plan.update })).data);
await step('delete', async () => (await dp.delete(resource, { id: createdIds[0], previousData: { id: createdIds[0] } })).data);
await step('deleteMany', async () => (await dp.deleteMany(resource, { ids: createdIds.slice(1) })).data);
await step('afterDelete', async () => (await dp.getMany(resource, { ids: createdIds })).data.map((r) => r.id));

process.stdout.write(JSON.stringify(results));
