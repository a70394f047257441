import type { FormSpec, RequestResult } from "./form-spec";
import { officeRenderers } from "./office-controls";
import { RequestForm } from "./request-form";
import { RequestNotice } from "./request-notice";

export interface OfficeFormProps {
  spec: FormSpec;
  path: string;
  result?: RequestResult;
  fee: string | null;
}

/** A request form on its sub-page: the office's notice before it, and the controls only the office's forms have. */
export default function OfficeForm({ spec, path, result, fee }: OfficeFormProps) {
  return (
    <RequestForm
      spec={spec}
      path={path}
      result={result}
      notice={<RequestNotice kind={spec.kind} fee={fee} />}
      renderers={officeRenderers}
    />
  );
}
