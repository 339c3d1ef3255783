/** The translation key of a choice, or the raw id when the API sends something new. */
export const choiceLabel = (choices: readonly { id: string; name: string }[], id: string): string =>
  choices.find((choice) => choice.id === id)?.name ?? id;
