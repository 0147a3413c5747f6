; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (slice_scatter_2 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r585_byte () Int)
(declare-fun r585_1 () Int)
(declare-fun r585_0 () Int)
(declare-fun byte () Int)
(declare-fun w586_byte () Int)
(declare-fun w586_1 () Int)
(declare-fun w586_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s587_byte () Int)
(declare-fun s587_1 () Int)
(declare-fun s587_0 () Int)
(assert
 (let ((?x12776 (+ 0 (* 4 (+ 0 (+ (* r585_0 32) (* r585_1 1)))))))
 (and (and (>= r585_0 0) (< r585_0 8)) (and (>= r585_1 0) (< r585_1 32)) (and (>= r585_byte 0) (< r585_byte 4)) (= byte (+ ?x12776 r585_byte)))))
(assert
 (let ((?x3830 (+ 0 (* 4 (+ 16 (+ (* w586_0 32) (* w586_1 1)))))))
 (and (and (>= w586_0 0) (< w586_0 8)) (and (>= w586_1 0) (< w586_1 8)) (and (>= w586_byte 0) (< w586_byte 4)) (= byte (+ ?x3830 w586_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x12776 (+ 0 (* 4 (+ 0 (+ (* r585_0 32) (* r585_1 1)))))))
 (= observed (+ ?x12776 held_byte))))
(assert
 (let ((?x46 (+ 0 (* 4 (+ 24 (+ (* s587_0 32) (* s587_1 1)))))))
 (and (and (>= s587_0 0) (< s587_0 8)) (and (>= s587_1 0) (< s587_1 8)) (and (>= s587_byte 0) (< s587_byte 4)) (= observed (+ ?x46 s587_byte)))))
(assert
 (let (($x49484 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
(let (($x1072 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 8)))
(let (($x41776 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x1072 $x49484)))
(or (or false) (not $x41776))))))
(check-sat)
