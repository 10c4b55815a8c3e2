# String#is_binary_data? answers nil, not false, for text and for ""
require 'yaml'
p "abc".is_binary_data?, "a\nb".is_binary_data?, "".is_binary_data?
p "\x00".is_binary_data?, "ab\x00".is_binary_data?, "\xff\xfe\xfd".is_binary_data?
