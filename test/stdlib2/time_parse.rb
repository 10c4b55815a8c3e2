# time: Time.parse through Date._parse, RFC 2822 / HTTP / XML Schema forms, parsedate
require 'time'
now = Time.local(2000, 6, 15, 12, 30, 45)
["2001-02-03", "2001-02-03T04:05:06+07:00", "20010203", "20010203T040506", "Sat Feb  3 04:05:06 2001", "Sat, 03 Feb 2001 04:05:06 GMT", "3rd Feb 2001", "Feb 3 2001", "feb 3rd, 2001 4pm", "2/3/2001", "02/03/01", "2001/02/03", "H13.02.03", "2001.02.03", "3.2.2001", "03-FEB-2001", "2001-034", "04:05:06.789 PM EST", "10:20", "Jan", "Sun", "12", "2001", "3 feb", "'01", "20010203040506.5 +0900", "2001-02-03 04:05:06 -0700", "Feb 3, 2001 04:05 am JST", "T04:05", "2001-02-03T04:05:06.123Z", "x", "", "10 a.m.", "23:00 +5", "14 Jul 1789 12:00 CET", "1/2", "12/25", "10pm", "2001-02-03T24:00:00", "Feb 30 2001", "2001-13-01", "25:00", "12:60", "1999-12-31 23:59:60"].each { |s|
  r = (Time.parse(s, now) rescue $!)
  p [s, r, (r.usec rescue nil)]
}
p Time.parse("2001-02-03 04:05:06").class
p ParseDate.parsedate("2001-02-03 04:05:06 +0900"), ParseDate.parsedate("Feb 3 01", true), ParseDate.parsedate("x")
