export async function streamExport(_res: unknown, _o: unknown): Promise<void> {}
