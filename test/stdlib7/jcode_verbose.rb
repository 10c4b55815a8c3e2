# Under -w, loading jcode.rb with $KCODE NONE prints "Warning: $KCODE is
# NONE." and no "method redefined" for the String methods it replaces.
require 'jcode'
$KCODE = 'u'
p "a\303\251b".jlength, "a\303\251b".tr("\303\251", "x"), "h\303\251\303\251".squeeze
p "a\303\251".chop, "a\303\251".each_char.to_a, "a\303\251b".delete("a")
