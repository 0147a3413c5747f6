; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r861_byte () Int)
(declare-fun r861_1 () Int)
(declare-fun r861_0 () Int)
(declare-fun byte () Int)
(declare-fun w862_byte () Int)
(declare-fun w862_1 () Int)
(declare-fun w862_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s863_byte () Int)
(declare-fun s863_1 () Int)
(declare-fun s863_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s864_byte () Int)
(declare-fun s864_1 () Int)
(declare-fun s864_0 () Int)
(assert
 (let ((?x610 (+ 0 (* 4 (+ 0 (+ (* r861_0 32) (* r861_1 1)))))))
 (and (and (>= r861_0 0) (< r861_0 8)) (and (>= r861_1 0) (< r861_1 32)) (and (>= r861_byte 0) (< r861_byte 4)) (= byte (+ ?x610 r861_byte)))))
(assert
 (let ((?x205 (+ 0 (* 4 (+ 8 (+ (* w862_0 32) (* w862_1 1)))))))
 (and (and (>= w862_0 0) (< w862_0 8)) (and (>= w862_1 0) (< w862_1 8)) (and (>= w862_byte 0) (< w862_byte 4)) (= byte (+ ?x205 w862_byte)))))
(assert
 (let (($x669 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
 (let (($x583 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
 (let (($x176 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x583 $x669)))
 (let (($x462 (or false)))
 (or $x462 (not $x176)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x610 (+ 0 (* 4 (+ 0 (+ (* r861_0 32) (* r861_1 1)))))))
 (= carried0 (+ ?x610 held_byte0))))
(assert
 (let ((?x43 (+ 0 (* 4 (+ 0 (+ (* s863_0 32) (* s863_1 1)))))))
 (and (and (>= s863_0 0) (< s863_0 8)) (and (>= s863_1 0) (< s863_1 32)) (and (>= s863_byte 0) (< s863_byte 4)) (= carried0 (+ ?x43 s863_byte)))))
(assert
 (let (($x653 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x566 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 8)))
 (let (($x377 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 8) $x566 $x653)))
 (let (($x462 (or false)))
 (or $x462 (not $x377)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x43 (+ 0 (* 4 (+ 0 (+ (* s863_0 32) (* s863_1 1)))))))
 (= carried1 (+ ?x43 held_byte1))))
(assert
 (let ((?x585 (+ 0 (* 4 (+ 24 (+ (* s864_0 32) (* s864_1 1)))))))
(and (and (>= s864_0 0) (< s864_0 8)) (and (>= s864_1 0) (< s864_1 8)) (and (>= s864_byte 0) (< s864_byte 4)) (= carried1 (+ ?x585 s864_byte)))))
(check-sat)
