type Choice<T extends string> = { readonly value: T; readonly label: string; readonly description: string };

type SellerKindChoiceProps<T extends string> = {
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
};

/** 'Vous vendez en tant que': Particulier or Professionnel, as cards, in the verification and status forms. */
export function SellerKindChoice<T extends string>({ name, choices, value, onChange }: SellerKindChoiceProps<T>) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Vous vendez en tant que</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-card p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/40"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="mt-1 size-4 accent-primary"
          />
          <span className="grid gap-0.5">
            <span className="text-sm font-medium">{choice.label}</span>
            <span className="text-sm text-muted-foreground">{choice.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
