// Frequently used passwords (8+ characters, lower-case) from public breach frequency lists,
// refused at registration and password change together with simple patterns (password.ts).
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '00000000', '11111111', '11223344', '12121212', '123123123', '12341234', '123454321', '12345678',
  '123456789', '1234567890', '123456789a', '1234567a', '1234567q', '12345qwert', '1234abcd', '1234asdf',
  '1234qwer', '123698745', '123qweasd', '13131313', '147258369', '159753123', '1q2w3e4r', '1q2w3e4r5t',
  '1qaz2wsx', '1qazxsw2', '25802580', '31415926', '456789123', '55555555', '66666666', '69696969',
  '741852963', '77777777', '789456123', '88888888', '987654321', '99999999', 'a123456789', 'aa123456',
  'abc12345', 'abcd1234', 'abcdefgh', 'admin123', 'administrator', 'arsenal1', 'asdf1234', 'asdfghjk',
  'baseball', 'changeme', 'changeme1', 'charlie1', 'chelsea1', 'computer', 'dragon12', 'football',
  'fortnite', 'gamer123', 'gaming123', 'guildhall', 'guildhall1', 'hanami123', 'iloveyou', 'iloveyou1',
  'iloveyou2', 'internet', 'jennifer', 'letmein1', 'letmein123', 'liverpool', 'lovelove', 'loveyou1',
  'master12', 'michael1', 'minecraft', 'monkey123', 'mustang1', 'mypassword', 'naruto12', 'nova1234',
  'p@ssw0rd', 'p@ssword', 'passw0rd', 'password', 'password!', 'password1', 'password12', 'password123',
  'pokemon1', 'princess', 'q1w2e3r4', 'q1w2e3r4t5', 'qazwsxedc', 'qweasdzxc', 'qwer1234', 'qwerty12',
  'qwerty123', 'qwertyuiop', 'roblox123', 'secret123', 'shadow12', 'starwars', 'sunshine', 'superman',
  'test1234', 'testtest', 'trustno1', 'welcome1', 'welcome123', 'whatever', 'zaq12wsx', 'zxcvbnm1',
  'zxcvbnmm',
]);
