; program merge_shifted, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r363_byte () Int)
(declare-fun r363_1 () Int)
(declare-fun r363_0 () Int)
(declare-fun byte () Int)
(declare-fun w364_byte () Int)
(declare-fun w364_1 () Int)
(declare-fun w364_0 () Int)
(assert
 (let ((?x328 (+ 0 (* 4 (+ 0 (+ (* r363_0 16) (* r363_1 1)))))))
 (and (and (>= r363_0 0) (< r363_0 8)) (and (>= r363_1 0) (< r363_1 16)) (and (>= r363_byte 0) (< r363_byte 4)) (= byte (+ ?x328 r363_byte)))))
(assert
 (let ((?x365 (+ 0 (* 4 (+ 16 (+ (* w364_0 16) (* w364_1 1)))))))
 (and (and (>= w364_0 0) (< w364_0 7)) (and (>= w364_1 0) (< w364_1 16)) (and (>= w364_byte 0) (< w364_byte 4)) (= byte (+ ?x365 w364_byte)))))
(assert
 (let (($x324 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x345 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x552 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x345 $x324)))
(or (or false) (not $x552))))))
(check-sat)
