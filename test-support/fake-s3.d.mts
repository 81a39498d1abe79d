// Types of fake-s3.mjs for the TypeScript tests that import it.
export interface FakeS3Options {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  bucket: string;
  port?: number;
}
export interface FakeS3 {
  url: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  log: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}
export function startFakeS3(options: FakeS3Options): Promise<FakeS3>;
