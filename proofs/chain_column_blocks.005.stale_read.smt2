; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r858_byte () Int)
(declare-fun r858_1 () Int)
(declare-fun r858_0 () Int)
(declare-fun byte () Int)
(declare-fun w859_byte () Int)
(declare-fun w859_1 () Int)
(declare-fun w859_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s860_byte () Int)
(declare-fun s860_1 () Int)
(declare-fun s860_0 () Int)
(assert
 (let ((?x257 (+ 0 (* 4 (+ 0 (+ (* r858_0 32) (* r858_1 1)))))))
 (and (and (>= r858_0 0) (< r858_0 8)) (and (>= r858_1 0) (< r858_1 32)) (and (>= r858_byte 0) (< r858_byte 4)) (= byte (+ ?x257 r858_byte)))))
(assert
 (let ((?x424 (+ 0 (* 4 (+ 8 (+ (* w859_0 32) (* w859_1 1)))))))
 (and (and (>= w859_0 0) (< w859_0 8)) (and (>= w859_1 0) (< w859_1 8)) (and (>= w859_byte 0) (< w859_byte 4)) (= byte (+ ?x424 w859_byte)))))
(assert
 (let (($x669 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
 (let (($x583 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
 (let (($x176 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x583 $x669)))
 (or (or false) (not $x176))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x257 (+ 0 (* 4 (+ 0 (+ (* r858_0 32) (* r858_1 1)))))))
 (= carried0 (+ ?x257 held_byte0))))
(assert
 (let ((?x697 (+ 0 (* 4 (+ 16 (+ (* s860_0 32) (* s860_1 1)))))))
(and (and (>= s860_0 0) (< s860_0 8)) (and (>= s860_1 0) (< s860_1 8)) (and (>= s860_byte 0) (< s860_byte 4)) (= carried0 (+ ?x697 s860_byte)))))
(check-sat)
