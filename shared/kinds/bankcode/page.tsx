import { useI18n } from '../../i18n';
import { DataOrigin } from '../../components/data-origin';
import { CodeForm } from '../../components/code-form';
import { CodePage, KindAbout, RecordHead } from '../../components/kind-shell';
import { DetailRows, MaybeCodeLink, Section } from '../../components/blocks';
import type { BankCode } from '../../api-types';

// A national bank code (the bank identifier of an IBAN): its bank as the national register names
// it, the BIC the register gives (linked to its SWIFT page when we list it) and, for a German
// code, the Bundesbank's check-digit method its accounts are checked by.

export default function BankCodePage() {
  return (
    <CodePage<BankCode> kind="bankcode" lookup={<CodeForm kind="bankcode" />} retry={<CodeForm kind="bankcode" />}>
      {(record) => <BankCodeRecord record={record} />}
    </CodePage>
  );
}

function BankCodeRecord({ record }: { record: BankCode }) {
  const { t, countryName } = useI18n();
  const country = countryName(record.country);
  return (
    <>
      <RecordHead
        title={t('bankcode.title', { code: record.bank_code, name: record.name, country })}
        description={t('bankcode.description', { code: record.bank_code, name: record.name, country })}
        heading={t('bankcode.heading', { code: record.bank_code, country })}
        code={record.bank_code}
        bank={record.bank}
        country={record.country}
        lead={record.name}
      />
      <Section id="bankcode-details" title={t('bankcode.details_title')}>
        <DetailRows
          rows={[
            [t('bankcode.country'), country],
            [t('bankcode.name'), record.name],
            [t('bankcode.short_name'), record.short_name],
            [
              t('bankcode.bic'),
              record.bic && <MaybeCodeLink kind="swift" code={record.bic} linked={record.bic_listed} />,
            ],
            [t('bankcode.check_method'), record.check_method],
          ]}
        />
      </Section>
      <DataOrigin origin={record} />
      <KindAbout kind="bankcode" />
    </>
  );
}
