/**
 * The tray's icon: the app's icon (desktop-admin/build/icon.png) at the tray's size, 16
 * px and 32 px for 2x screens, kept here as data so that the bundled main process needs no file
 * beside it (the package carries out/** only). Made with sharp's resize of build/icon.png;
 * ./tray.test.ts checks both are PNGs of their size.
 */

/** 16 x 16 px. */
export const TRAY_ICON_1X = [
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAACXBIWXMAAAsSAAALEgHS3X78AAADJ0lEQVQ4y22TXUiTURzG',
  'VyikbFPza26t6Uwtm5UIiRB00W0XdRnRRV2UWZkzP5q45qzmB5vTaerb1nLOZmzpRF1hy69MQxNrtTeimz6gq4qIdaHV8emc',
  'aZrQHw4ceN/zO//zPM9fIGAFwSbBah0c10XkzXOR/1vs29//BMCmDRuZx5C/va/Om+ZtDCqHjHyGr4nPHGnms0bb+N3j7bxq',
  'iuNzZmzBPXN2b958d/4GiNShLZB7DKFUXxPSBo3LyvtmZDxsQeZoG3ZNdGDnFAfVUxty57qWc4O9yH3uDOXO2grWuklx1bq3',
  '9ddD5qpd3O6+ThR99SR1oJHsGG4iWQ9aSLa/jSj9FiLzN5PdU9xiGPLC6V45Td+VfLs6kNKjh7SnhshdV0EhSO9vAIOK79XC',
  '9SGAZ98+QfN6FDmTHFHN2rFn1h44iHGqCXc6MoHTBJO7dZB0aYnMWQNF7zXE3rmC/b5W3H0fwI9fS2D1NvQFqrF2kj1jg+oJ',
  'F2TChgHx7eV8kr0aSbeqiMyhg9iuwdnpPiyR33j+9ROOTjrh+fgK9vcLSBxuIDnTVqpNO78GiGst5ROsGkisGhLdUYozE3fD',
  'N1bMDoc7EffqcHjCgQOPbkLhMxImbJa/bR0QYy7hEzovQ9RaQvb2GvH950+op72IsJaFn6P01EHivga5tx47hkyEuZM5YlkH',
  'iI3FfPyNcmw2XSDcnBcL7x4jurMCMscVyKi421y1SHUbkEZFTaPuZIxYkOEzrwNEjeeDwhY1JJYS8mbsBD6PHcGhbjVibFpI',
  'u7QUUkMhK+4wi9NpTpTDxlURqY3R9UUBoakYYtqBe+A4XvqPYZ9NjdhOqsutKuYOmDsMIqc5oWGDctC4aiOtqLoit9B8EVEN',
  '5xZjKCSp5SIRWS6R+I5yksBdJsm2KiLpqiZSZw1hYWOJVQya3GtJ3KI/VRBlKAwxCO1kWdhcirgbZdjaWQnmTuLtakiovTRs',
  'yyxccs/1kPSOvmDDMEXoT+ZvuXraKzQUBkUNRbzIVMzHmtU8s5jlJJGr5GlOghKH1ivr1m8cJlprG4GOjiwV9r9L9+84r5z5',
  'A8O49fp1p+dVAAAAAElFTkSuQmCC',
].join('');

/** 32 x 32 px (2x screens). */
export const TRAY_ICON_2X = [
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAACXBIWXMAAAsSAAALEgHS3X78AAAIOklEQVRYw7WXWUyc1xXH',
  'Sd0Gs+/bwMCwr8Z28lL1wSZS1af2oUmJlD5UTZTYmMUYbAcbMIPZmY19GRhgALPa7GDmM6shwUtCrJo2lRu5TptEtVMnbRo7',
  'CXDh33O/GZyBARdX7UWfNMCnub97zv/8z7lWVjut3vg9VujdY2WF56z++/VcPLAnXvye3S7QhnL5D6z+1wv0nfhPh+EvmF6S',
  'XSo+JOtXqAIHFENBQ0ohaEQpBI+oheCxMiHUUCaEGSqFsIlKIXyiWoicpmemVoicrRNi5rTCvnl6FhqF2OvNQ/tv6lUHb+gP',
  'bf1+y2U6tbRTLvHvzh+UDSoQJFSsBxnKEWyoQMhEFUInqxE6XYPwmTpEXK1H5DtaRL3biKgFHWKuNyHmZgv2va9H7GIr9n/Q',
  'hgO3O3Dwjz3rB261Y/+NpsGDizqJ+V6bT07LT5/pK+3JXwoY08D/YiHz7y1eDegrZrKBEhY4qGBBw0oWNKJiIWMaFjJexsIM',
  '5SxMqGDhE1UsYqqaRc7UMIoCi75az6LntSzm3QYWs6Bbjb3RxF68cxEHPmhf2r+g9zXf0wRgJf4i6czvkw4p4dt5fkXaXQD/',
  'nkIEXCpCQF8JAvtLETREURlWIXhUDYJA6OVyEADCrlQigiIUSdGhVCDqah2i57SImW/APorQvms6eppWRIhb7X2bAbjaaXm1',
  'y+MkHXmQtOeu+Xach19nPkSI3kL4XyqGjCBkT4GIIAiKBKKnaxEzSwDmEAtGCNLEmpiOW+1xxr15dcjlP+SfvdvkCsnFIvi0',
  '5qz6XsjFriBGjBBh4+WQjWsQThB+Bg2kV8oQTtGgVGyFWH3hwx4cWGxT8D0Pz/C9TeH3asnu9+nKg7f+HPNpk+NpEBvpCCaI',
  'sLEy+A0rkHJrFB89+gLtf/0dfrs4iIOzWgRPVSFi9vtIcE1wYcbebOm30IFn41mD94Xz8G7OZgQBCUFICMLPAsKoCdlAKUII',
  'IGREBeveHOT+fgp8sfU1rK2v4+HyY3R8chtRXBMmCC5MCj+PhMGiCt21ZwykA3jpsph3SzZ2hCBhyngk+kvg1puHUIJIem8Y',
  'V/72EVbWmQixTj98PfjuEV6gSIQ9SUc9i11sQ8w7jdsA1GcYPFtzQJFgXk1Z2B4iD7KeInh1nYektwDp743izld/N21qXP9c',
  '+RZfrnwjfq79801IxtWiMHl18BLlPhEzr7UEcKs9LXi0nIOH9gzzbMzEBoQPQfi0ynl1IKArH85t2fjJSDXm79/DxlpZY5i5',
  'fxdpi2OIm9bh3qN/iH9/+VoXpAQQRQYWOVXDy5Rxs6KUCBYALlUnBffmLLjXZTCCwFYIKQE4NJ9B/GQrHn73WNyA59rw2R38',
  'YloPv75i2Hbn4JdzF8T/ffjV52J1hJKT8uqImCRBkllFk2Ny294GIF1w02WCIsEoHXgCocuCRJ8D+8YMxAt6PF5dFjd4+O1j',
  'JF8bgHtnLjy68xBElcGF+eJ4NQY++QMS3x8WqyOcIMLIysONPsGiyQ9477AAcK5ME1wbzsC1+hRzr3sbGxDeBODUkIEfX9Lg',
  'wTdfi5t//K8v8dJoHexbM0kTJEryD+6YvESlFAnPvgL4DpYgZMOseCREx6xgvHeET24HUJYquNKmlArmVnMKHMLDBOFGYDOf',
  '/smobII4PFQtpkPWVQA/0oW0x1iiAQTCqyN4gDyCLH2TYxrTwSLmtdy6LQGc1KmCS+3bcKlIYwQBDuFFANaVqUie7n4iuDdn',
  'umCjPQV/8gyJuVmZQ5h8Yqtjhl4uYxFz9QjdDsBBdVxwrjkN57ITzKUynVJxEi70+GizcPuLB+LmfXeX4FB/GpKWHG7ZYon6',
  'bgexXQMzQrBwMiWKxjYApcmCE53cSZPKnMvT4E6f92hS8JvLzVi7P42VexeQOFIC69oMSJqzuWM+8YndQ6gYNyU+1FgA2CuS',
  'DY50ckfVceZUlgqX8hOwLU9H1+UUfD3zc3wm/Ax/mXwFP22jdxqy4GNuVq07Q2xuYErGhxqKhKUR2RcnGhzo5A7KZOakPg47',
  'zQn4V6Xi7sSv8Pnsq/h05jWszr0CRf+b+FEdlabuLLyeESJwSMH4ZBU0qrYEsCs6ZrDXpMK+NIk5qlJAmoArReK64ddYpo3v',
  'z8Rjbf5lJHcn4Pmas/CmyvDUmcxqp3R0b0BstPISFkzlSJEwWExDtkUJA3YaOnlxInMoTYKTKhnPK1PxUsMxXDO8ho+nXkVl',
  '3+vwpOpwrf2+RJ8NopjxGTNwWGXWjuWHxYHEpvCYwpYDFCWs2pUkwl6RBEdlMqwJgkdCSumwLSeRmkrUzcysngrRZdbKLxat',
  'BlIEAkdUCtNwSnvHG0cy6/yjcTZFCbAtPLJGEBAheCSUlA6uCfUJUZiulWliibpuMatdRaKncI37Q8CAMs58HBRvMEaIhH4b',
  'yr1NwdFl0gRImCIE1wQXJpUoeIm6VKTvGoJ3URGiI285gFyRpqo+89RvGsttMo/67s07smSjTqFIJDBTOhgXJq8OsUTVqcyp',
  'nMyqIp25Vp5kvHeYGhjvosyjgeYJXSbzosnKp4XGu9ZzqwTB+LRNlbHkpy/YZiw3uyzYyN+Q7M19a9CGImCrSV23o5Pz6uAl',
  '6kgn5xoQHZOE6KrNgFvjWfAuylu5B52aDzVedHI+3vEZkwbddQkNMr5t8kGpTr7DxWSbq9ne/COHbAreUtsWHBmyK0wQKB2C',
  'fUmSYK8kxyTbppQIzmVpAu+ivJXzeYIPNZQSwV2bIdBkJXg1Zw7RsKv21st3cTX7f19O5bu5nJovXh384rBJLM9+PRev+L07',
  'X8//DVRdMN8dW5h/AAAAAElFTkSuQmCC',
].join('');
