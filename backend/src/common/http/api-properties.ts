import { ApiProperty } from '@nestjs/swagger';

// Response DTO properties say their JSON type outright: union and Date types carry no usable
// design-time metadata, and the admin's generated types are only as exact as these.

interface Options {
  nullable?: boolean;
  description?: string;
  example?: unknown;
}

/** A uuid. */
export const IdProperty = (options: Options = {}) => ApiProperty({ type: String, format: 'uuid', ...options });

export const TextProperty = (options: Options = {}) => ApiProperty({ type: String, ...options });

/** A Date on the entity, an ISO 8601 string on the wire. */
export const TimestampProperty = (options: Options = {}) => ApiProperty({ type: String, format: 'date-time', ...options });
