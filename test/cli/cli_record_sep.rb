# -0777: $/ is nil, so gets reads everything
BEGIN { p $/ }
p $_
