; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r841_byte () Int)
(declare-fun r841_1 () Int)
(declare-fun r841_0 () Int)
(declare-fun byte () Int)
(declare-fun w842_byte () Int)
(declare-fun w842_1 () Int)
(declare-fun w842_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s843_byte () Int)
(declare-fun s843_1 () Int)
(declare-fun s843_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s844_byte () Int)
(declare-fun s844_1 () Int)
(declare-fun s844_0 () Int)
(assert
 (let ((?x561 (+ 0 (* 4 (+ 0 (+ (* r841_0 32) (* r841_1 1)))))))
 (and (and (>= r841_0 0) (< r841_0 8)) (and (>= r841_1 0) (< r841_1 32)) (and (>= r841_byte 0) (< r841_byte 4)) (= byte (+ ?x561 r841_byte)))))
(assert
 (let ((?x623 (+ 0 (* 4 (+ 0 (+ (* w842_0 32) (* w842_1 1)))))))
 (and (and (>= w842_0 0) (< w842_0 8)) (and (>= w842_1 0) (< w842_1 8)) (and (>= w842_byte 0) (< w842_byte 4)) (= byte (+ ?x623 w842_byte)))))
(assert
 (let (($x570 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x423 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
 (let (($x539 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x423 $x570)))
 (let (($x462 (or false)))
 (or $x462 (not $x539)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x561 (+ 0 (* 4 (+ 0 (+ (* r841_0 32) (* r841_1 1)))))))
 (= carried0 (+ ?x561 held_byte0))))
(assert
 (let ((?x134 (+ 0 (* 4 (+ 0 (+ (* s843_0 32) (* s843_1 1)))))))
 (and (and (>= s843_0 0) (< s843_0 8)) (and (>= s843_1 0) (< s843_1 32)) (and (>= s843_byte 0) (< s843_byte 4)) (= carried0 (+ ?x134 s843_byte)))))
(assert
 (let (($x78 (= (mod (mod (- (div (- carried0 0) 4) 8) 32) 1) 0)))
 (let (($x83 (< (div (mod (- (div (- carried0 0) 4) 8) 32) 1) 8)))
 (let (($x406 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 32) 8) $x83 $x78)))
 (let (($x462 (or false)))
 (or $x462 (not $x406)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x134 (+ 0 (* 4 (+ 0 (+ (* s843_0 32) (* s843_1 1)))))))
 (= carried1 (+ ?x134 held_byte1))))
(assert
 (let ((?x55 (+ 0 (* 4 (+ 16 (+ (* s844_0 32) (* s844_1 1)))))))
(and (and (>= s844_0 0) (< s844_0 8)) (and (>= s844_1 0) (< s844_1 8)) (and (>= s844_byte 0) (< s844_byte 4)) (= carried1 (+ ?x55 s844_byte)))))
(check-sat)
