import { TextInput } from 'react-admin';
import { maxLength, required } from '@/forms/validators';
import { TAG_NAME_MAX } from './payload';

/** The inputs of both Create and Edit. */
export const TagInputs = () => <TextInput source="name" validate={[required, maxLength(TAG_NAME_MAX)]} />;
