import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Whether a shared `<XInputs/>` renders for Create or for Edit. */
export type FormMode = 'create' | 'edit';

/** A titled group of inputs inside a resource form. */
export const FormSection = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
};
