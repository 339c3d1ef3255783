import { DefaultTitleContextProvider, NotFound as RaNotFound, useTranslate } from 'react-admin';

/** react-admin's page, titled "Not Found" in the user's language instead of the app's default title. */
export const NotFound = () => {
  const translate = useTranslate();
  return (
    <DefaultTitleContextProvider value={translate('ra.page.not_found')}>
      <RaNotFound />
    </DefaultTitleContextProvider>
  );
};
