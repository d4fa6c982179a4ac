// The most used passwords in French- and English-speaking leaks; refused at sign-up.
const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '000000', '111111', '121212', '123123',
  '123321', '654321', '666666', '696969', '112233', '159753', '147258', '987654321', '0123456789',
  'azerty', 'azerty1', 'azerty123', 'azertyuiop', 'qwerty', 'qwerty123', 'qwertyuiop', 'password',
  'password1', 'password123', 'passw0rd', 'motdepasse', 'motdepasse1', 'motdepasse123', 'soleil',
  'doudou', 'loulou', 'chouchou', 'bonjour', 'coucou', 'marseille', 'nicolas', 'camille', 'princesse',
  'jetaime', 'iloveyou', 'abc123', 'abcdef', 'admin', 'admin123', 'welcome', 'letmein', 'monkey',
  'dragon', 'football', 'baseball', 'sunshine', 'master', 'shadow', 'superman', 'michael', 'charlie',
  'freedom', 'whatever', 'trustno1', 'starwars', 'pokemon', 'chocolat', 'vacances', 'amour', 'bebe',
  'boucles', 'perruque', 'perruques',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
