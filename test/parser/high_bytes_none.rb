# bytes >= 0x80 outside strings and comments: not name characters without $KCODE
# ÿ in a comment is fine
p "ÿ".size
xÿ = 1
p :ÿ
