require 'uri'
t=['a=b@c', 'a#b', 'a b', 'a&b@c', 'a,b', 'a%2Cb', '', 'a(b)@c', 'a"b"@c', 'a<b>', 'a[b]', 'a\\b'].map{|x| (URI::MailTo::MAILTO_REGEXP =~ x) ? x : nil}
p t
p ['x=a[b]', 'x=a(b)', 'x=a!b', 'x=a~b', 'x=a*b', 'x[=y', 'x@=y', 'x,=y','x/=y', 'x:=y'].map{|x| (URI::MailTo::MAILTO_REGEXP =~ "a@b?"+x) ? x : nil}
