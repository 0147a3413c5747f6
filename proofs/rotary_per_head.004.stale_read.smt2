; program rotary_per_head, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r437_byte () Int)
(declare-fun r437_1 () Int)
(declare-fun r437_0 () Int)
(declare-fun byte () Int)
(declare-fun w438_byte () Int)
(declare-fun w438_1 () Int)
(declare-fun w438_0 () Int)
(assert
 (let ((?x239 (+ 0 (* 4 (+ 0 (+ (* r437_0 16) (* r437_1 1)))))))
 (and (and (>= r437_0 0) (< r437_0 8)) (and (>= r437_1 0) (< r437_1 16)) (and (>= r437_byte 0) (< r437_byte 4)) (= byte (+ ?x239 r437_byte)))))
(assert
 (let ((?x54 (+ 0 (* 4 (+ 8 (+ (* w438_0 16) (* w438_1 1)))))))
 (and (and (>= w438_0 0) (< w438_0 8)) (and (>= w438_1 0) (< w438_1 8)) (and (>= w438_byte 0) (< w438_byte 4)) (= byte (+ ?x54 w438_byte)))))
(assert
 (let (($x470 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x407 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x585 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x407 $x470)))
(or (or false) (not $x585))))))
(check-sat)
