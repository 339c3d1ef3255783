// The channels module's public face: what the worker (or any other process) may use of it.
// The SMS channels the worker connects to.
export { type ChannelSettings } from './channel-settings.js';
export { ChannelsModule } from './channels.module.js';
export { ChannelsService } from './channels.service.js';
