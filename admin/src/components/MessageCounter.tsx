import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { analyzeText, DEFAULT_MAX_PARTS } from '@sms/segments';

/** A character a person can see; otherwise its code point (a zero-width space forces UCS-2 too). */
export const visibleChar = (char: string): string =>
  /^[\p{White_Space}\p{Cf}\p{Cc}]$/u.test(char) ? `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : char;

/**
 * The live count under a message editor: encoding, characters, parts against the cap and the
 * character that made the message Unicode. It runs the API's own counting code
 * (backend/src/common/sms/segments.ts), so the form and the server never disagree.
 */
export const MessageCounter = ({ text, maxParts = DEFAULT_MAX_PARTS }: { text: string; maxParts?: number }) => {
  const translate = useTranslate();
  const { encoding, characters, parts, forcedBy } = analyzeText(text);
  const over = parts > maxParts;
  return (
    <Box aria-live="polite" data-testid="message-counter" sx={{ mt: -1, mb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={translate(`app.messageCounter.encoding.${encoding}`)} />
        <Typography variant="body2">{translate('app.messageCounter.characters', { count: characters })}</Typography>
        <Typography variant="body2" color={over ? 'error' : 'textPrimary'} sx={{ fontWeight: over ? 600 : undefined }}>
          {translate('app.messageCounter.parts', { parts, max: maxParts })}
        </Typography>
        {forcedBy ? (
          <Typography variant="body2" color="warning.main">
            {translate('app.messageCounter.forcedBy', { char: visibleChar(forcedBy) })}
          </Typography>
        ) : null}
      </Stack>
      {over ? (
        <Typography variant="caption" color="error" role="alert">
          {translate('app.messageCounter.overCap', { parts, max: maxParts })}
        </Typography>
      ) : null}
    </Box>
  );
};
