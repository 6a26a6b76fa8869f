import { CSV_MAX_FILE_BYTES, type CsvMapping } from '@rlo/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCsvFile, readCsvHeader } from '../parseClient';
import type { ParsedFile, ParseProgress } from '../parseMessages';
import { fileProblem, initialMapping, type MappingChoice } from '../utils/preview';

export type FlowStep = 'file' | 'mapping' | 'preview';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The steps before sending: a file chosen and its header read, the mapping set (pre-filled from
 * the location's saved mapping, else guessed), then the whole file read in the worker.
 */
export function useCsvFileFlow(timeZone: string, saved: CsvMapping | null) {
  const { t } = useTranslation();
  const [step, setStep] = useState<FlowStep>('file');
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [mapping, setMapping] = useState<CsvMapping>({});
  const [choice, setChoice] = useState<MappingChoice>('guess');
  const [parsed, setParsed] = useState<ParsedFile | null>(null);
  const [readingHeader, setReadingHeader] = useState(false);
  const [reading, setReading] = useState<ParseProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancelRead = useRef<(() => void) | null>(null);

  const chooseFile = useCallback(
    async (chosen: File) => {
      const problem = fileProblem(chosen, CSV_MAX_FILE_BYTES);
      if (problem) {
        setError(t(problem.key, problem.values));
        return;
      }
      setError(null);
      setReadingHeader(true);
      try {
        // A column without a name cannot be chosen; a repeated name is the same choice.
        const names = [...new Set(await readCsvHeader(chosen))].filter((name) => name !== '');
        if (names.length === 0) throw new Error(t('csvUpload.file.noHeader'));
        const initial = initialMapping(names, saved);
        setFile(chosen);
        setHeaders(names);
        setMapping(initial.mapping);
        setChoice(initial.source);
        setParsed(null);
        setStep('mapping');
      } catch (cause) {
        setError(t('csvUpload.file.readFailed', { name: chosen.name, message: messageOf(cause) }));
      } finally {
        setReadingHeader(false);
      }
    },
    [saved, t],
  );

  const readFile = useCallback(async () => {
    if (!file || !mapping.ro_number) return;
    setError(null);
    setReading({ rows: 0, fraction: 0 });
    const job = parseCsvFile(file, mapping, timeZone, setReading);
    cancelRead.current = job.cancel;
    try {
      setParsed(await job.promise);
      setStep('preview');
    } catch (cause) {
      if (!isCancel(cause))
        setError(t('csvUpload.file.readFailed', { name: file.name, message: messageOf(cause) }));
    } finally {
      cancelRead.current = null;
      setReading(null);
    }
  }, [file, mapping, timeZone, t]);

  const changeMapping = useCallback((next: CsvMapping, nextChoice: MappingChoice) => {
    setMapping(next);
    setChoice(nextChoice);
  }, []);

  const back = useCallback(() => {
    cancelRead.current?.();
    setError(null);
    setStep((current) => (current === 'preview' ? 'mapping' : 'file'));
  }, []);

  const reset = useCallback(() => {
    cancelRead.current?.();
    setStep('file');
    setFile(null);
    setParsed(null);
    setError(null);
  }, []);

  return {
    step,
    file,
    headers,
    mapping,
    choice,
    parsed,
    readingHeader,
    reading,
    error,
    chooseFile,
    readFile,
    changeMapping,
    back,
    reset,
  };
}
