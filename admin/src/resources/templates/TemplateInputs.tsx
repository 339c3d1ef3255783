import { TextInput } from 'react-admin';
import { maxLength, required } from '@/forms/validators';
import { MessageInput } from './MessageInput';
import { SenderNameInput } from '@/components/SenderNameInput';

/** The inputs of both Create and Edit. */
export const TemplateInputs = () => (
  <>
    <TextInput source="name" validate={[required, maxLength(120)]} />
    <SenderNameInput />
    <MessageInput />
  </>
);
