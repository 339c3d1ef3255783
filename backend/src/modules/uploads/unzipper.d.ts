// unzipper ships no types; this is the part of its random-access reader that uploads use.
declare module 'unzipper' {
  import type { Readable } from 'node:stream';

  interface ZipEntry {
    path: string;
    type: 'File' | 'Directory';
    uncompressedSize: number;
    stream(): Readable;
  }

  interface CentralDirectory {
    files: ZipEntry[];
  }

  const unzipper: { Open: { file(path: string): Promise<CentralDirectory> } };
  export default unzipper;
}
