import { MODERATION_GROUNDS, type ModerationGround, moderationGroundLabels } from '@shared/moderation/grounds';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect, optionsOf } from '@web/components/ui/native-select';

type GroundFieldProps = { id: string; value: ModerationGround; onChange: (ground: ModerationGround) => void };

/** The ground of a restricting decision (DSA art. 17(3)(d)–(e)): the law or the clause of our terms it rests on. */
export function GroundField({ id, value, onChange }: GroundFieldProps) {
  return (
    <FormField id={id} label="Fondement (loi ou clause des conditions)">
      <NativeSelect
        id={id}
        placeholder="Choisissez le fondement"
        options={optionsOf(MODERATION_GROUNDS, moderationGroundLabels)}
        value={value}
        onChange={(event) => onChange(event.target.value as ModerationGround)}
      />
    </FormField>
  );
}
