import "server-only";
import { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { certificateMessages } from "@/lib/certificates/certificate-rules";
import { certificatePdfOf } from "@/lib/certificates/certificate-files";
import { findCertificate } from "@/lib/certificates/certificates";

// Download all certificates: the certificates' PDFs as one ZIP, streamed. yazl writes
// each entry only when the one before has gone out through the response (its output is piped,
// so it waits on a slow reader), and asks for an entry's bytes only when it gets to it: here a
// certificate's PDF is drawn then, and the next number is read only after that entry has been
// written. So the response holds one PDF at a time and the database is read a page at a time
// (accountCertificateNumbers), never the whole ZIP nor every certificate in memory.

/**
 * A ZIP of the certificates `numbers` yields, each drawn as the certificate's own PDF
 * (certificate-{number}.pdf), as a stream for a Response body.
 */
export function certificatesZip(numbers: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // The reader went away (or the ZIP failed): stop drawing.
  const closed = new Promise<"closed">((resolve) => output.once("close", () => resolve("closed")));
  zip.on("error", (error: Error) => output.destroy(error));

  /** Appends one certificate's PDF; resolves once yazl has read it all (the reader took it). */
  const append = (number: string) =>
    new Promise<void>((written, fail) => {
      zip.addReadStreamLazy(certificateMessages.fileName(number), (give) => {
        findCertificate(number)
          .then((certificate) => {
            if (!certificate) throw new Error(`certificate ${number} not found`);
            return certificatePdfOf(certificate);
          })
          .then(
            (pdf) => {
              const entry = Readable.from([pdf]);
              entry.once("end", () => written());
              give(null, entry);
            },
            (error: unknown) => {
              fail(error);
              give(error, Readable.from([]));
            },
          );
      });
    });

  void (async () => {
    try {
      for await (const number of numbers) {
        const appended = append(number);
        appended.catch(() => undefined); // still drawing when the reader left: nobody waits on it
        if ((await Promise.race([appended, closed])) === "closed") return;
      }
      zip.end();
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();

  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
