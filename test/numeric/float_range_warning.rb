# "Float X out of range" for strings that overflow or underflow to 0 (not subnormals), cut at 20 characters, twice when text follows the number
p Float("1e-400"), "1e-400".to_f, Float("1e400"), "1e999".to_f, Float("-1e-400")
p "1e-310".to_f, "1e-320".to_f
p "123456789012345678901e999".to_f, "12345678901234567890e999".to_f, "1234567890123456789e999".to_f
p "1e999xyz".to_f, "  1e999".to_f, "1_0e999".to_f, "1e999 ".to_f, "1e999 x".to_f
p((Float("1e999x") rescue $!)), "1e-999x".to_f, "12345678901234567890".to_f, "1.5e999_".to_f
p "1e999".to_f.infinite?, Float(" 1e999 ")
