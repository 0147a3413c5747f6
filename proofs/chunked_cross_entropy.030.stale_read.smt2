; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r815_byte () Int)
(declare-fun r815_0 () Int)
(declare-fun byte () Int)
(declare-fun w816_byte () Int)
(declare-fun w816_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s817_byte () Int)
(declare-fun s817_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s818_byte () Int)
(declare-fun s818_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s819_byte () Int)
(declare-fun s819_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s820_byte () Int)
(declare-fun s820_0 () Int)
(assert
 (let (($x434 (= byte (+ (+ 0 (* 4 (+ 0 (* r815_0 1)))) r815_byte))))
 (and (and (>= r815_0 0) (< r815_0 16)) (and (>= r815_byte 0) (< r815_byte 4)) $x434)))
(assert
 (let (($x658 (= byte (+ (+ 0 (* 4 (+ 8 (* w816_0 1)))) w816_byte))))
 (and (and (>= w816_0 0) (< w816_0 4)) (and (>= w816_byte 0) (< w816_byte 4)) $x658)))
(assert
 (let (($x611 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x611)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r815_0 1)))) held_byte0)))
(assert
 (let (($x242 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s817_0 1)))) s817_byte))))
 (and (and (>= s817_0 0) (< s817_0 16)) (and (>= s817_byte 0) (< s817_byte 4)) $x242)))
(assert
 (let (($x535 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 1) 4) (= (mod (- (div (- carried0 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x535)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s817_0 1)))) held_byte1)))
(assert
 (let (($x291 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s818_0 1)))) s818_byte))))
 (and (and (>= s818_0 0) (< s818_0 16)) (and (>= s818_byte 0) (< s818_byte 4)) $x291)))
(assert
 (let (($x157 (and (>= (- (div (- carried1 0) 4) 12) 0) (< (div (- (div (- carried1 0) 4) 12) 1) 4) (= (mod (- (div (- carried1 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x157)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s818_0 1)))) held_byte2)))
(assert
 (let (($x643 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s819_0 1)))) s819_byte))))
 (and (and (>= s819_0 0) (< s819_0 16)) (and (>= s819_byte 0) (< s819_byte 4)) $x643)))
(assert
 (let (($x578 (and (>= (- (div (- carried2 0) 4) 12) 0) (< (div (- (div (- carried2 0) 4) 12) 1) 4) (= (mod (- (div (- carried2 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x578)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s819_0 1)))) held_byte3)))
(assert
 (let (($x601 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s820_0 1)))) s820_byte))))
(and (and (>= s820_0 0) (< s820_0 16)) (and (>= s820_byte 0) (< s820_byte 4)) $x601)))
(check-sat)
