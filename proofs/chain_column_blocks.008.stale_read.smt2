; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r870_byte () Int)
(declare-fun r870_1 () Int)
(declare-fun r870_0 () Int)
(declare-fun byte () Int)
(declare-fun w871_byte () Int)
(declare-fun w871_1 () Int)
(declare-fun w871_0 () Int)
(assert
 (let ((?x581 (+ 0 (* 4 (+ 0 (+ (* r870_0 32) (* r870_1 1)))))))
 (and (and (>= r870_0 0) (< r870_0 8)) (and (>= r870_1 0) (< r870_1 32)) (and (>= r870_byte 0) (< r870_byte 4)) (= byte (+ ?x581 r870_byte)))))
(assert
 (let ((?x131 (+ 0 (* 4 (+ 8 (+ (* w871_0 32) (* w871_1 1)))))))
 (and (and (>= w871_0 0) (< w871_0 8)) (and (>= w871_1 0) (< w871_1 8)) (and (>= w871_byte 0) (< w871_byte 4)) (= byte (+ ?x131 w871_byte)))))
(assert
 (let (($x196 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x266 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x396 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x266 $x196)))
(or (or false) (not $x396))))))
(check-sat)
