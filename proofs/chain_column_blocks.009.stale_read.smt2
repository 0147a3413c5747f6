; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (slice_scatter_2 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r920_byte () Int)
(declare-fun r920_1 () Int)
(declare-fun r920_0 () Int)
(declare-fun byte () Int)
(declare-fun w921_byte () Int)
(declare-fun w921_1 () Int)
(declare-fun w921_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s922_byte () Int)
(declare-fun s922_1 () Int)
(declare-fun s922_0 () Int)
(assert
 (let ((?x199 (+ 0 (* 4 (+ 0 (+ (* r920_0 32) (* r920_1 1)))))))
 (and (and (>= r920_0 0) (< r920_0 8)) (and (>= r920_1 0) (< r920_1 32)) (and (>= r920_byte 0) (< r920_byte 4)) (= byte (+ ?x199 r920_byte)))))
(assert
 (let ((?x339 (+ 0 (* 4 (+ 16 (+ (* w921_0 32) (* w921_1 1)))))))
 (and (and (>= w921_0 0) (< w921_0 8)) (and (>= w921_1 0) (< w921_1 8)) (and (>= w921_byte 0) (< w921_byte 4)) (= byte (+ ?x339 w921_byte)))))
(assert
 (let (($x116 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
 (let (($x365 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 8)))
 (let (($x60 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x365 $x116)))
 (or (or false) (not $x60))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x199 (+ 0 (* 4 (+ 0 (+ (* r920_0 32) (* r920_1 1)))))))
 (= carried0 (+ ?x199 held_byte0))))
(assert
 (let ((?x173 (+ 0 (* 4 (+ 24 (+ (* s922_0 32) (* s922_1 1)))))))
(and (and (>= s922_0 0) (< s922_0 8)) (and (>= s922_1 0) (< s922_1 8)) (and (>= s922_byte 0) (< s922_byte 4)) (= carried0 (+ ?x173 s922_byte)))))
(check-sat)
