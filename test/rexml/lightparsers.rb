# LightParser and UltraLightParser trees
require 'rexml/parsers/lightparser'
require 'rexml/parsers/ultralightparser'
src = "<?xml version='1.0'?><!DOCTYPE r><r a='1'>t<b/><!--c--><![CDATA[d]]><?p i?></r>"
p REXML::Parsers::LightParser.new(src).parse
p REXML::Parsers::UltraLightParser.new(src).parse
